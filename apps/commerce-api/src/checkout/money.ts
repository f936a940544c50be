// The checkout computes in integer minor units of the country's currency (cents; whole rupiah),
// and converts to the contract's major-unit Money only when it shows an amount: the shared
// helpers, which the Beauty Pass uses too.
export { minorPerMajor, toMinor, toMoney } from '../money.js';

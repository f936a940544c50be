/** The shop's page the provider sends the shopper back to, with the code and the state. */
export const GOOGLE_CALLBACK_PATH = '/sign_in/google';

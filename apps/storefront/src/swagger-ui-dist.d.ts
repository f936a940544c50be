// swagger-ui-dist ships no types; this is the part of its ES bundle the /swagger page uses.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    /** Where the validity badge checks the document; `'none'` shows no badge. */
    validatorUrl?: string;
  }
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUIBundle;
}

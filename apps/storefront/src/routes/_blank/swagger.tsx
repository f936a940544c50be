import { Heading } from '@beauty/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
// A file of its own, linked by this page only: in the shop's one stylesheet it would triple the
// CSS every page waits for.
import swaggerStylesheet from 'swagger-ui-dist/swagger-ui.css?url';

/** The API documentation: Swagger UI over the OpenAPI document the API generates from its contract. */
export const Route = createFileRoute('/_blank/swagger')({
  head: () => ({ links: [{ rel: 'stylesheet', href: swaggerStylesheet }] }),
  component: SwaggerPage,
});

function SwaggerPage() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    // Swagger UI is large: it loads only on this page.
    void import('swagger-ui-dist/swagger-ui-es-bundle.js').then(({ default: SwaggerUIBundle }) => {
      if (active && container.current) {
        SwaggerUIBundle({
          domNode: container.current,
          url: '/api/web/v1/openapi.json',
          deepLinking: true,
          // Its default badge sends the document's URL to validator.swagger.io as an image: a
          // third party the page's Content-Security-Policy (rightly) refuses.
          validatorUrl: 'none',
        });
      }
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <>
      <Heading level={1}>API documentation</Heading>
      <div ref={container} />
    </>
  );
}

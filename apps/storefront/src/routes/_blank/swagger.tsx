import { Heading } from '@beauty/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The API documentation: Swagger UI over the OpenAPI document the API generates from its contract. */
export const Route = createFileRoute('/_blank/swagger')({ component: SwaggerPage });

function SwaggerPage() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    // Swagger UI and its stylesheet are large: they load only on this page.
    void Promise.all([
      import('swagger-ui-dist/swagger-ui-es-bundle.js'),
      import('swagger-ui-dist/swagger-ui.css'),
    ]).then(([{ default: SwaggerUIBundle }]) => {
      if (active && container.current) {
        SwaggerUIBundle({
          domNode: container.current,
          url: '/api/web/v1/openapi.json',
          deepLinking: true,
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

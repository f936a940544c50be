import { useI18n } from '@beauty/i18n/react';
import { ErrorPage } from '@beauty/ui';
import { pageRejection } from '../navigation/errors';
import { DeferredMessages } from '../shell/DeferredMessages';

/** The refusal itself, for a page that has the deferred messages. */
export function Refusal({ status }: { status: number }) {
  const i18n = useI18n();
  return (
    <ErrorPage
      as="section"
      statusCode={status}
      title={i18n.text(status === 403 ? 'errors.not_authorized' : 'errors.resource_not_found')}
      message={i18n.text('order.not_found_text')}
      homeHref={i18n.href('/')}
      homeLabel={i18n.text('common.back_to_home')}
    />
  );
}

/**
 * An order page the API refused: no such order (404), or not the visitor's (403: another
 * shopper's, or a guest's link without its token). Nothing of the order is shown.
 */
export function OrderRefused({ data }: { data?: unknown }) {
  return (
    <DeferredMessages>
      <Refusal status={pageRejection(data)?.status ?? 404} />
    </DeferredMessages>
  );
}

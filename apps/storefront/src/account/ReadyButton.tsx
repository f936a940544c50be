import { Button, type ButtonProps } from '@beauty/ui';
import { useInBrowser } from '../shell/useInBrowser';

/**
 * An account form's button: usable once the page is interactive. Before, the server's HTML is
 * there but no script handles it, and a click would post the form to the page itself.
 */
export function ReadyButton({ disabled, ...props }: ButtonProps) {
  const ready = useInBrowser();
  return <Button {...props} disabled={!ready || disabled} />;
}

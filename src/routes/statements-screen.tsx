import { VerifyDialog } from '../features/profile/verify-dialog';
import { StatementsPage } from '../features/statements/statements-page';

/**
 * /billing/view-statements: the statements page with the profile's one-time code dialog for the
 * voice call details' verification, composed here since features do not import one
 * another; the route loads the profile's words with it.
 */
export function StatementsScreen() {
  return <StatementsPage codeDialog={VerifyDialog} />;
}

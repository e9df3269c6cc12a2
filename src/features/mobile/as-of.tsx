import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';

/** How fresh a usage figure is: the instant the server read it, in the business time zone ("as of 2:10 pm"). */
export function AsOf({ asOf }: { asOf: string }) {
  const time = useFormat().time(asOf);
  return (
    <p className="mobile__as-of" data-testid="as-of">
      <Trans>as of {time}</Trans>
    </p>
  );
}

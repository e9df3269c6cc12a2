import { Trans, useLingui } from '@lingui/react/macro';
import { BUSINESS_TIME_ZONE, timeInZone } from '../../domain/dates';
import { formatClockTime } from '../../domain/mobile-display-format';

/** How fresh a usage figure is: the instant the server read it, in the business time zone ("as of 2:10 pm"). */
export function AsOf({ asOf }: { asOf: string }) {
  const { i18n } = useLingui();
  const time = formatClockTime(timeInZone(new Date(asOf), BUSINESS_TIME_ZONE), i18n.locale);
  return (
    <p className="mobile__as-of" data-testid="as-of">
      <Trans>as of {time}</Trans>
    </p>
  );
}

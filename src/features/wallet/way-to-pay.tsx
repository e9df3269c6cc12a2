import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Which flow Pay bill opens with (its `open` search parameter): pay now, schedule, Auto Pay. */
type PayBillOpen = 'otp' | 'fdp' | 'ap';

/**
 * One way to pay on Bill pay options (spec billing §2): its name, what it is, and for the ways
 * that start online, the button that opens Pay bill on that flow.
 */
export function WayToPay({
  name,
  text,
  start,
  wide = false,
  children,
}: {
  name: ReactNode;
  text: ReactNode;
  start?: { open: PayBillOpen; label: ReactNode; primary?: boolean };
  /** spans the whole row (the store list) */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className={wide ? 'ways__item ways__item--wide' : 'ways__item'}>
      <h3 className="ways__name">{name}</h3>
      <p>{text}</p>
      {start ? (
        <Link to="/billing/pay-bill" search={{ open: start.open }} className={start.primary ? 'button button--primary' : 'button'}>
          {start.label}
        </Link>
      ) : null}
      {children}
    </li>
  );
}

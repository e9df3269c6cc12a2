import type { AccountPlan } from '../plan';
import { acme } from './acme';
import { brightline } from './brightline';
import { cornercafe } from './cornercafe';
import { enterprise } from './enterprise';
import { fleet } from './fleet';
import { granite } from './granite';
import { harbor } from './harbor';
import { keystone } from './keystone';
import { lakeside } from './lakeside';
import { northwind } from './northwind';
import { riverside } from './riverside';
import { routewise } from './routewise';
import { southside } from './southside';
import { summit } from './summit';

/** The demo world, in id order (acct_1 is Acme). */
export const ACCOUNTS: AccountPlan[] = [
  acme,
  brightline,
  cornercafe,
  harbor,
  northwind,
  southside,
  enterprise,
  fleet,
  summit,
  keystone,
  riverside,
  lakeside,
  granite,
  routewise,
];

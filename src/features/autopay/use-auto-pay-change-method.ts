import { useState } from 'react';
import { newKeyPrefix } from '../../api/idempotency';
import { useFlow } from '../../shell/use-flow';

/** Mounts Manage Auto Pay's change of method (spec billing §2, §4): summary → new method → review. */
export function useAutoPayChangeMethod() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useFlow('autoPayChangeMethod', { keyPrefix });
}

export type ChangeMethodFlow = ReturnType<typeof useAutoPayChangeMethod>;

import { useState } from 'react';
import { newKeyPrefix } from '../../api/idempotency';
import { useFlow } from '../../shell/use-flow';

/** Mounts one enrollment in Auto Pay (spec billing §2): it loads at once and runs to an outcome. */
export function useAutoPayEnroll() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useFlow('autoPayEnroll', { keyPrefix });
}

export type EnrollFlow = ReturnType<typeof useAutoPayEnroll>;

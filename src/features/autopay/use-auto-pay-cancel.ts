import { useFlow } from '../../shell/use-flow';

/** Mounts the cancellation of Auto Pay (spec billing §4 unenroll, with the discount warning). */
export const useAutoPayCancel = () => useFlow('autoPayCancel', undefined);

export type CancelFlow = ReturnType<typeof useAutoPayCancel>;

import { useFlow } from '../../shell/use-flow';

/** Mounts the change of the Auto Pay debit date (spec billing §2 calendar, §5 late days). */
export const useAutoPayChangeDate = () => useFlow('autoPayChangeDate', undefined);

export type ChangeDateFlow = ReturnType<typeof useAutoPayChangeDate>;

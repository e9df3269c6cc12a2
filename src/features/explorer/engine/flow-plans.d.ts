// The explorer's plans, made by the build (scripts/vite-flow-plans.ts): a loader per flow id,
// answering the flow's ExportedPlan (src/features/explorer/engine/export.ts).
declare module 'virtual:flow-plans' {
  export const planLoaders: Record<string, () => Promise<{ default: unknown }>>;
}

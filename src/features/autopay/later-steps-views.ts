// The Auto Pay screens no flow opens on (the method chooser, Enroll's review, the changes and
// the cancellation Manage opens): one chunk, loaded by ./later-steps.tsx after the page's first screen.
export { CancelAutoPayDialog } from './cancel-auto-pay';
export { ChangeDateFlowView } from './change-date-flow';
export { ChangeMethodFlowView } from './change-method-flow';
export { ChooseMethodScreen } from './choose-method-screen';
export { EnrollReviewStep } from './enroll-review-step';

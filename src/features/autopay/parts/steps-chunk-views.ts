// The Auto Pay screens no flow opens on (the method chooser, Enroll's review, the changes and
// the cancellation Manage opens, with the add-method form the chooser opens): one chunk, loaded
// by ./steps-chunk.tsx as soon as the page shows its first screen.
export { CancelAutoPayDialog } from '../cancel/cancel-auto-pay';
export { ChangeDateFlowView } from '../change-date/change-date-flow';
export { ChangeMethodFlowView } from '../change-method/change-method-flow';
export { ChooseMethodScreen } from '../method/choose-method-screen';
export { EnrollReviewStep } from '../enroll/enroll-review-step';

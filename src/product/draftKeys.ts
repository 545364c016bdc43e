/**
 * The keys the product's forms keep their drafts under (ui/form/useFormDraft), named once: the form
 * keeps its draft under one, and the place it is sent from tells of a waiting draft by the same
 * (ui/form/useKeptDraft: the landing's SELL and BUY, the profile's "Add car").
 */
export const draftKeys = {
  quickSubmission: 'quick-submission',
  addCar: 'add-car',
  editCar: (carId: string) => `edit-car-${carId}`,
  /** A registration's two steps, each kept apart (features/registration/useRegistrationSteps). */
  registration: (role: 'seller' | 'buyer') => ({
    account: `${role}-registration-account`,
    details: `${role}-registration-details`,
  }),
} as const;

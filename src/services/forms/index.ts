export * from './formDefinition';
export * from './formMessages';
export * from './formValues';
export * from './formValidation.rules';
export * from './formPayload';
export * from './saveResponse.rules';
export * from './formSubmitter';
export * from './formSubmission.machine';

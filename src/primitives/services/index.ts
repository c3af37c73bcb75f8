export { ServicesProvider, useServices, type BlockServices, type BlockTracking, type ServicesProviderProps } from './ServicesProvider';

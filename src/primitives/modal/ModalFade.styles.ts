import styled, { keyframes } from 'styled-components';
import { DIALOG_TIMING } from './dialog.machine';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** A modal dialog's layer (backdrop and box): fades in, and out while hiding, over 0.3 s; not at all without `$animate`. */
export const ModalFade = styled.div<{ $animate: boolean; $hiding: boolean }>`
  opacity: ${({ $hiding }) => ($hiding ? 0 : 1)};
  transition: ${({ $animate }) => ($animate ? `opacity ${DIALOG_TIMING.fadeS}s linear` : 'none')};
  animation: ${({ $animate }) => ($animate ? fadeIn : 'none')} ${DIALOG_TIMING.fadeS}s linear;
`;

import 'styled-components';
import type { Theme } from './buildTheme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: styled-components' DefaultTheme can only be widened by an interface
  export interface DefaultTheme extends Theme {}
}

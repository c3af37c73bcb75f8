export { ContractError } from './contractSupport';
export { expectTabsContract, type TabsContractOptions } from './tabsContract';
export { expectAccordionContract } from './accordionContract';
export { expectAccordionHeaderKeysContract } from './accordionHeaderKeysContract';
export { expectDialogContract, type DialogContractOptions } from './dialogContract';
export { expectTooltipContract } from './tooltipContract';
export { expectCarouselContract, type CarouselContractOptions } from './carouselContract';
export { expectRadioGroupContract } from './radioGroupContract';

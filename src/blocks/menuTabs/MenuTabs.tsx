import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { clampSelected, menuTabKeyAction, menuTitle, showsTabs, type MenuData } from './menuTabs.rules';
import { Description, ItemLine, ItemList, MenuHeading, MenuItem, MenuRoot, Panel, Price, Section, SectionHeading, Tab, TabList } from './MenuTabs.styles';

export type MenuHeadingLevel = 3 | 4 | 5 | 6;

export interface MenuTabsProps {
  /** The menus, each with sections of items (name, description, price). */
  menus: readonly MenuData[];
  /** The tablist's accessible name (default “Menus”). */
  label?: string;
  /** The heading level of section titles (default 3); a single menu's title sits one level above. */
  headingLevel?: MenuHeadingLevel;
  /** The menu selected at first (default 0, the first). */
  initialSelected?: number;
  /** Told when a tab is selected. */
  onSelect?: (index: number) => void;
}

function MenuBody({ menu, headingLevel }: { menu: MenuData; headingLevel: MenuHeadingLevel }) {
  return (
    <>
      {menu.sections.map((section, s) => (
        <Section key={s}>
          {section.title.trim() && <SectionHeading as={`h${headingLevel}`}>{section.title.trim()}</SectionHeading>}
          <ItemList>
            {section.items.map((item, i) => (
              <MenuItem key={i}>
                <ItemLine>
                  <span>{item.name}</span>
                  {item.price.trim() && <Price>{item.price.trim()}</Price>}
                </ItemLine>
                {item.description.trim() && <Description>{item.description.trim()}</Description>}
              </MenuItem>
            ))}
          </ItemList>
        </Section>
      ))}
    </>
  );
}

/**
 * The menu block. Two menus or more get tabs (APG tabs, manual activation): one is
 * selected; left and right arrows move focus and wrap, Home and End jump, Enter or Space
 * select; only the selected tab is in the tab sequence. One menu shows without tabs,
 * under its title.
 */
export function MenuTabs({ menus, label = 'Menus', headingLevel = 3, initialSelected = 0, onSelect }: MenuTabsProps) {
  const [chosen, setChosen] = useState(initialSelected);
  const selected = clampSelected(chosen, menus.length);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  if (!showsTabs(menus.length)) {
    const menu = menus[0];
    if (!menu) return null;
    const title = menu.title.trim();
    return (
      <MenuRoot data-menu-block="">
        {title && <MenuHeading as={`h${headingLevel - 1}`}>{title}</MenuHeading>}
        <MenuBody menu={menu} headingLevel={headingLevel} />
      </MenuRoot>
    );
  }

  const select = (index: number) => {
    if (index !== selected) {
      setChosen(index);
      onSelect?.(index);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const action = menuTabKeyAction(event.key, index, menus.length);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'focus') tabs.current[action.index]?.focus();
    else select(action.index);
  };

  return (
    <MenuRoot data-menu-block="">
      <TabList role="tablist" aria-label={label}>
        {menus.map((menu, index) => (
          <Tab
            key={index}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            $selected={index === selected}
            data-label={menuTitle(menu.title, index)}
            onClick={() => select(index)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {menuTitle(menu.title, index)}
          </Tab>
        ))}
      </TabList>
      {menus.map((menu, index) => (
        <Panel key={index} role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} tabIndex={0} hidden={index !== selected}>
          <MenuBody menu={menu} headingLevel={headingLevel} />
        </Panel>
      ))}
    </MenuRoot>
  );
}

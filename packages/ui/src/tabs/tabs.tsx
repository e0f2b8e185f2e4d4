import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { panel, tab, tabList, tabs } from './tabs.css.ts';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}

/** react-aria's Tabs: arrow keys move between tabs, each tab controls its panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx(tabs, className)} />;
}

export function TabList<T extends object>(props: Omit<TabListProps<T>, 'className'>) {
  return <AriaTabList {...props} className={tabList} />;
}

export function Tab(props: Omit<TabProps, 'className'>) {
  return <AriaTab {...props} className={tab} />;
}

export function TabPanel(props: Omit<TabPanelProps, 'className'>) {
  return <AriaTabPanel {...props} className={panel} />;
}

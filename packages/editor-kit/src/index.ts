// Controls for the widget editors. The stylesheet is exported separately as
// '@widgetry/editor-kit/styles.css', for the app to import once.
export { Accordion, type AccordionItem, type AccordionProps, type HeadingLevel } from './accordion/accordion';
export { ColorPicker, type ColorPickerProps } from './color-picker/color-picker';
export { hexDigitsOf, isHexColor, isValidHexDigits, maxHexDigits, sanitizeHexInput } from './color-picker/hex';
export { ColorPickerGroup } from './color-picker/open-picker-store';
export { computePlacement, type Placement, type PlacementInput } from './color-picker/placement';
export { FontSelect, type FontSelectProps, fontFamilyFor } from './font-select/font-select';
export { InfoPopup, type InfoPopupProps } from './info-popup/info-popup';
export { NumberInput, type NumberInputProps } from './number-input/number-input';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { TextInput, type TextInputProps } from './text-input/text-input';
export {
  type BooleanToggleProps,
  type OnOff,
  type OnOffToggleProps,
  Toggle,
  type ToggleProps,
} from './toggle/toggle';
export { type CssUnit, parseUnitValue, UnitInput, type UnitInputProps } from './unit-input/unit-input';

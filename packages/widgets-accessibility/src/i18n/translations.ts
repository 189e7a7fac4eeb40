// Every language but English, for the build (one JSON file per language on the host) and for the
// editor preview, which loads them through the module's translations().
import type { Translations } from '@widgetry/widgets-core';
import { ar } from './ar';
import { de } from './de';
import type { AccessibilityMessages } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export const accessibilityTranslations: Translations<AccessibilityMessages> = { es, fr, de, pt, ar };

import { CARD_EDITABLE_STATUSES, type SubscriptionStatus } from '../constants/lists';
import { CARD_TOOLTIPS } from '../constants/messages';

export function canEditCard(status: SubscriptionStatus | null | undefined): boolean {
  return CARD_EDITABLE_STATUSES.some((editable) => editable === status);
}

/** The tooltip of the disabled card edit icon, or null while the card may be changed (spec 003 §4). */
export function cardEditTooltip(status: SubscriptionStatus | null | undefined): string | null {
  if (canEditCard(status)) return null;
  switch (status) {
    case 'incomplete':
      return CARD_TOOLTIPS.incomplete;
    case 'canceled':
      return CARD_TOOLTIPS.canceled;
    case 'expired':
    case 'incomplete_expired':
      return CARD_TOOLTIPS.expired;
    case 'unpaid':
      return CARD_TOOLTIPS.unpaid;
    default:
      return CARD_TOOLTIPS.other;
  }
}

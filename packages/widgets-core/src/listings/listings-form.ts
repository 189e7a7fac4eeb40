// Reads the visitor's filter form into a ListingQuery. A control the widget does not show reads
// as "no filter"; the sort falls back to the widget's own order.
import type { ListingSort } from '@widgetry/contracts/constants';
import { isDogsChoice, isListingSort, type ListingQuery } from './listings-query';

function value(form: HTMLFormElement | null, name: string): string {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked ? 'on' : '';
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value.trim() : '';
}

function amount(text: string): number | null {
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readQuery(form: HTMLFormElement | null, sort: ListingSort): ListingQuery {
  const chosenSort = value(form, 'sort');
  const dogs = value(form, 'dogs');
  const moveIn = value(form, 'moveIn');
  return {
    search: value(form, 'search'),
    minRent: amount(value(form, 'minRent')),
    maxRent: amount(value(form, 'maxRent')),
    beds: amount(value(form, 'beds')),
    baths: amount(value(form, 'baths')),
    city: value(form, 'city'),
    zip: value(form, 'zip'),
    cats: value(form, 'cats') === 'on',
    dogs: isDogsChoice(dogs) ? dogs : '',
    moveIn: DAY.test(moveIn) ? moveIn : '',
    sort: isListingSort(chosenSort) ? chosenSort : sort,
  };
}

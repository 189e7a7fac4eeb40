import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, WIDGET_TYPE_NAMES, type WidgetType } from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_URL, yelpType } from '../../../../test/fixtures';
import { type } from '../../../../test/forms';
import { useMockApi } from '../../../../test/msw';
// biome-ignore lint/style/noRestrictedImports: a test-only helper, kept out of the filters index so production code never imports testing-library.
import { renderSection } from '../filters/render-section.test-helpers';
import { ADD_PRODUCT_HINT, NO_PRODUCT_TO_ADD, PRODUCT_FIELD_MESSAGES, PRODUCTS_ARE_TYPES } from './product-messages';
import { ProductsSection } from './products.section';

const server = useMockApi();

const yelp: WidgetType = {
  ...yelpType,
  bannerImage: 'devadmin/uploads/abc.png',
  stripePriceId: 'price_123',
  stripeProductId: 'prod_456',
  scripts: { main: 'yelp.js', lib: 'yelp-lib.js' },
};
const appfolio: WidgetType = {
  ...yelpType,
  id: 'wt-appfolio',
  name: 'appfolio',
  displayName: 'AppFolio Listings',
  category: 'listings',
  price: 20,
};

function listHandler(products: WidgetType[] = [yelp, appfolio]) {
  return http.get(`${API_URL}/devadmin/availableWidget`, () => HttpResponse.json({ availableWidgets: products }));
}

describe('Products', () => {
  it('shows each product with its images, price, ids and scripts', async () => {
    server.use(listHandler());
    renderSection(<ProductsSection />);
    const card = within(await screen.findByRole('article', { name: 'Yelp Reviews' }));
    expect(card.getByText('$5.00/month')).toBeTruthy();
    expect(card.getByText('yelp')).toBeTruthy();
    expect(card.getByText('reviews')).toBeTruthy();
    expect(card.getByText('price_123')).toBeTruthy();
    expect(card.getByText('prod_456')).toBeTruthy();
    expect(card.getByText('yelp.js')).toBeTruthy();
    expect(card.getByText('yelp-lib.js')).toBeTruthy();
    const banner = card.getByAltText('Yelp Reviews banner');
    expect(banner.getAttribute('src')).toMatch(/^http:\/\/api\.test\/devadmin\/uploads\/abc\.png\?t=\d+$/);
    fireEvent.error(banner);
    expect(banner.getAttribute('src')).toBe('/images/Default-Widget-Thumb.png');
    const logo = card.getByAltText('Yelp Reviews logo');
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe('/images/Default-Widget-Logo.png');
  });

  it('filters by search, category and numeric prices, ignoring prices that are not numbers', async () => {
    server.use(listHandler());
    renderSection(<ProductsSection />);
    await screen.findByRole('article', { name: 'Yelp Reviews' });
    type(screen.getByLabelText('Minimum price'), '10');
    expect(screen.queryByRole('article', { name: 'Yelp Reviews' })).toBeNull();
    type(screen.getByLabelText('Minimum price'), 'ten');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'reviews' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    type(screen.getByLabelText('Search'), 'nothing like it');
    expect(screen.getByText(ADMIN_MESSAGES.noRecords)).toBeTruthy();
  });

  it('shows the 409 message when a product cannot be deleted', async () => {
    const message = 'This product still has widgets. Delete or move its widgets first, then delete the product.';
    server.use(
      listHandler(),
      http.delete(`${API_URL}/devadmin/availableWidget/wt-yelp`, () =>
        HttpResponse.json({ error: message }, { status: 409 }),
      ),
    );
    renderSection(<ProductsSection />);
    const card = within(await screen.findByRole('article', { name: 'Yelp Reviews' }));
    fireEvent.click(card.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByText(message)).toBeTruthy();
  });
});

describe('product popup', () => {
  async function openAdd() {
    renderSection(<ProductsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Product' }));
    return within(screen.getByRole('dialog', { name: 'Add New Product' }));
  }

  it('offers only the widget types without a product, explaining why', async () => {
    server.use(listHandler([yelp, appfolio]));
    const popup = await openAdd();
    const id = popup.getByLabelText('Product id');
    const offered = within(id)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter((value) => value !== '');
    expect(offered).toEqual(WIDGET_TYPE_NAMES.filter((name) => name !== 'yelp' && name !== 'appfolio'));
    expect(popup.getByText(`${PRODUCTS_ARE_TYPES} ${ADD_PRODUCT_HINT}`)).toBeTruthy();
  });

  it('hides Add New Product when every widget type has its product, and says why', async () => {
    const all = WIDGET_TYPE_NAMES.map((name) => ({ ...yelp, id: `wt-${name}`, name, displayName: `The ${name}` }));
    server.use(listHandler(all));
    renderSection(<ProductsSection />);
    expect(await screen.findByText(`${PRODUCTS_ARE_TYPES} ${NO_PRODUCT_TO_ADD}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add New Product' })).toBeNull();
  });

  it('says what is wrong in plain words, never the validator’s', async () => {
    server.use(listHandler([yelp]));
    const popup = await openAdd();
    type(popup.getByLabelText('Price'), '-1');
    type(popup.getByLabelText('Display name'), 'x'.repeat(101));
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(await popup.findByText(PRODUCT_FIELD_MESSAGES.price)).toBeTruthy();
    expect(popup.getByText(PRODUCT_FIELD_MESSAGES.name)).toBeTruthy();
    expect(popup.getByText(PRODUCT_FIELD_MESSAGES.displayName)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).not.toMatch(/expected|Invalid option|Too small|Too big/);
  });

  it('refuses a price with fractions of a cent instead of rounding it', async () => {
    let sent = false;
    server.use(
      listHandler([yelp]),
      http.put(`${API_URL}/devadmin/availableWidget`, () => {
        sent = true;
        return HttpResponse.json({ availableWidget: yelp });
      }),
    );
    renderSection(<ProductsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const popup = within(await screen.findByRole('dialog'));
    type(popup.getByLabelText('Price'), '4.999');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(await popup.findByText(PRODUCT_FIELD_MESSAGES.price)).toBeTruthy();
    expect(sent).toBe(false);
  });

  it('marks only the script that is wrong: an empty lib script stays valid beside a bad main script', async () => {
    server.use(listHandler([yelp]));
    renderSection(<ProductsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const popup = within(await screen.findByRole('dialog'));
    type(popup.getByLabelText('Main script'), '../../etc/passwd');
    type(popup.getByLabelText('Lib script'), '');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(await popup.findAllByText(PRODUCT_FIELD_MESSAGES.scripts)).toHaveLength(1);
    expect(popup.getByLabelText('Main script').getAttribute('aria-invalid')).toBe('true');
    expect(popup.getByLabelText('Lib script').getAttribute('aria-invalid')).not.toBe('true');

    // And the other way round: the lib script's error is the lib script's own.
    type(popup.getByLabelText('Main script'), 'yelp.js');
    type(popup.getByLabelText('Lib script'), 'https://evil.example.com/x.js');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(popup.getByLabelText('Lib script').getAttribute('aria-invalid')).toBe('true'));
    expect(popup.getByLabelText('Main script').getAttribute('aria-invalid')).not.toBe('true');
    expect(popup.getAllByText(PRODUCT_FIELD_MESSAGES.scripts)).toHaveLength(1);
  });

  it('sends the chosen widget type as the product id', async () => {
    let body: unknown;
    server.use(
      listHandler([]),
      http.post(`${API_URL}/devadmin/availableWidget`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ availableWidget: yelp });
      }),
    );
    const popup = await openAdd();
    fireEvent.change(popup.getByLabelText('Product id'), { target: { value: 'yelp' } });
    type(popup.getByLabelText('Display name'), 'Yelp Reviews');
    type(popup.getByLabelText('Price'), '5');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toMatchObject({ name: 'yelp', displayName: 'Yelp Reviews', price: 5 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits with PUT and shows 400 fieldErrors beside the fields', async () => {
    server.use(
      listHandler(),
      http.put(`${API_URL}/devadmin/availableWidget`, () =>
        HttpResponse.json(
          { error: 'Invalid', fieldErrors: { displayName: 'Too long.', stripePriceId: 'Unknown price.' } },
          { status: 400 },
        ),
      ),
    );
    renderSection(<ProductsSection />);
    const card = within(await screen.findByRole('article', { name: 'Yelp Reviews' }));
    fireEvent.click(card.getByRole('button', { name: 'Edit' }));
    const popup = within(screen.getByRole('dialog', { name: 'Edit Product' }));
    expect(popup.getByLabelText('Product id')).toHaveProperty('value', 'yelp');
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    expect(await popup.findByText('Too long.')).toBeTruthy();
    expect(popup.getByText('Unknown price.')).toBeTruthy();
  });

  it('alerts when an upload has no file or no widget name, and puts an uploaded path in the field', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const uploads: string[] = [];
    server.use(
      listHandler([]),
      http.post(`${API_URL}/devadmin/upload`, async ({ request }) => {
        // Read as text: jsdom's File is not one undici's multipart parser accepts.
        expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
        uploads.push(await request.text());
        return HttpResponse.json({ filePath: 'devadmin/uploads/new.png' });
      }),
    );
    const popup = await openAdd();
    fireEvent.click(popup.getByRole('button', { name: 'Upload Banner' }));
    expect(alert).toHaveBeenLastCalledWith(ADMIN_MESSAGES.uploadMissing);
    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    fireEvent.change(popup.getByLabelText('Banner'), { target: { files: [file] } });
    fireEvent.click(popup.getByRole('button', { name: 'Upload Banner' }));
    expect(alert).toHaveBeenCalledTimes(2);
    fireEvent.change(popup.getByLabelText('Product id'), { target: { value: 'yelp' } });
    fireEvent.click(popup.getByRole('button', { name: 'Upload Banner' }));
    await waitFor(() =>
      expect(popup.getByLabelText('Banner image')).toHaveProperty('value', 'devadmin/uploads/new.png'),
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/name="file"/);
    expect(uploads[0]).toMatch(/name="originalFileName"\r\n\r\nyelp\r\n/);
    expect(alert).toHaveBeenCalledTimes(2);
    alert.mockRestore();
  });
});

import {
  ADMIN_MESSAGES,
  CATEGORIES,
  productBodySchema,
  type WidgetType,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { type FormEvent, useId, useState } from 'react';
import { withoutFieldError } from '../../../lib/form-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ErrorAlert } from '../../../ui/alert/alert';
import { TextField } from '../../../ui/form-field/form-field';
import { Popup } from '../../../ui/popup/popup';
import { SelectField } from '../filters';
import { isCategory } from './product-filters';
import { ADD_PRODUCT_HINT, PRODUCTS_ARE_TYPES, productFieldErrors } from './product-messages';
import { useSaveProductMutation, useUploadImageMutation } from './products.api';

interface ProductValues {
  name: string;
  displayName: string;
  desc: string;
  category: string;
  price: string;
  bannerImage: string;
  iconImage: string;
  stripePriceId: string;
  stripeProductId: string;
  main: string;
  lib: string;
}

const FIELDS = [
  'name',
  'displayName',
  'desc',
  'category',
  'price',
  'bannerImage',
  'iconImage',
  'stripePriceId',
  'stripeProductId',
  'scripts.main',
  'scripts.lib',
] as const;

/** The key a field's error is kept under: the API's, where the body nests the value (scripts). */
const errorKeyOf = (field: keyof ProductValues) => (field === 'main' || field === 'lib' ? `scripts.${field}` : field);

function valuesOf(product: WidgetType | null): ProductValues {
  return {
    name: product?.name ?? '',
    displayName: product?.displayName ?? '',
    desc: product?.desc ?? '',
    category: product?.category ?? 'feeds',
    price: product ? String(product.price) : '0',
    bannerImage: product?.bannerImage ?? '',
    iconImage: product?.iconImage ?? '',
    stripePriceId: product?.stripePriceId ?? '',
    stripeProductId: product?.stripeProductId ?? '',
    main: product?.scripts.main ?? '',
    lib: product?.scripts.lib ?? '',
  };
}

/** A file input with its Upload button: the stored path goes into the image field. */
function ImageUpload({
  label,
  widgetName,
  onUploaded,
}: {
  label: string;
  widgetName: string;
  onUploaded: (filePath: string) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImageMutation();
  function start() {
    // Spec 003 §7: an upload needs both a file and the widget name (the stored file is named after it).
    if (!file || widgetName.trim() === '') {
      window.alert(ADMIN_MESSAGES.uploadMissing);
      return;
    }
    upload.mutate({ file, originalFileName: widgetName.trim().toLowerCase() }, { onSuccess: onUploaded });
  }
  return (
    <div className="admin-upload">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept="image/*" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <button type="button" className="button button--secondary" disabled={upload.isPending} onClick={start}>
        {upload.isPending ? 'Uploading…' : `Upload ${label}`}
      </button>
      <ErrorAlert message={upload.error?.message} />
    </div>
  );
}

/** Add New Product / Edit Product (spec 003 §2, §7), in the large popup. */
export function ProductPopup({
  open,
  product,
  addable,
  onClose,
}: {
  open: boolean;
  /** The product being edited; null adds a new one. */
  product: WidgetType | null;
  /** The widget types with no product yet: the only ids a new product can have. */
  addable: readonly WidgetTypeName[];
  onClose: () => void;
}) {
  return (
    <Popup open={open} title={product ? 'Edit Product' : 'Add New Product'} onClose={onClose}>
      {/* Mounted per opening (and per product), so the fields start from the product opened. */}
      <ProductForm key={product?.id ?? 'new'} product={product} addable={addable} onClose={onClose} />
    </Popup>
  );
}

function ProductForm({
  product,
  addable,
  onClose,
}: {
  product: WidgetType | null;
  addable: readonly WidgetTypeName[];
  onClose: () => void;
}) {
  const [values, setValues] = useState<ProductValues>(() => valuesOf(product));
  const { errors, setErrors, showFailure } = useFormErrors(FIELDS);
  const save = useSaveProductMutation();

  function set(field: keyof ProductValues, value: string) {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors(withoutFieldError(errors, errorKeyOf(field)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = productBodySchema.safeParse({
      ...(product ? { id: product.id } : {}),
      // Spec 003 §7: the product id is sent lowercased.
      name: values.name.trim().toLowerCase(),
      displayName: values.displayName,
      desc: values.desc,
      category: isCategory(values.category) ? values.category : undefined,
      price: values.price.trim() === '' ? Number.NaN : Number(values.price),
      bannerImage: values.bannerImage,
      iconImage: values.iconImage,
      stripePriceId: values.stripePriceId,
      stripeProductId: values.stripeProductId,
      scripts: { main: values.main, lib: values.lib },
    });
    if (!parsed.success) {
      setErrors({ fields: productFieldErrors(parsed.error), message: null });
      return;
    }
    setErrors({ fields: {}, message: null });
    save.mutate(parsed.data, { onSuccess: onClose, onError: showFailure });
  }

  const field = (name: keyof ProductValues, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onValueChange={(value) => set(name, value)}
      error={errors.fields[errorKeyOf(name)]}
    />
  );

  return (
    <form className="admin-form admin-popup--large" noValidate onSubmit={submit}>
      {product ? (
        // A product is its widget type: the id stays what it is.
        <TextField label="Product id" value={values.name} readOnly onValueChange={() => {}} />
      ) : (
        <SelectField
          label="Product id"
          value={values.name}
          onValueChange={(value) => set('name', value)}
          error={errors.fields.name}
          after={
            <p className="admin-form__hint">
              {PRODUCTS_ARE_TYPES} {ADD_PRODUCT_HINT}
            </p>
          }
        >
          <option value="">Choose a widget type</option>
          {addable.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
      {field('displayName', 'Display name')}
      {field('desc', 'Description')}
      <SelectField
        label="Category"
        value={values.category}
        onValueChange={(value) => set('category', value)}
        error={errors.fields.category}
      >
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Price"
        type="number"
        min={0}
        step={0.01}
        value={values.price}
        onValueChange={(value) => set('price', value)}
        error={errors.fields.price}
      />
      {field('bannerImage', 'Banner image')}
      <ImageUpload label="Banner" widgetName={values.name} onUploaded={(path) => set('bannerImage', path)} />
      {field('iconImage', 'Logo image')}
      <ImageUpload label="Logo" widgetName={values.name} onUploaded={(path) => set('iconImage', path)} />
      {field('stripePriceId', 'Price id')}
      {field('stripeProductId', 'Provider product id')}
      {field('main', 'Main script')}
      {field('lib', 'Lib script')}
      <ErrorAlert message={errors.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

import type { WidgetType } from '@widgetry/contracts';
import type { ImgHTMLAttributes } from 'react';
import { fallbackImageUrl, type WidgetImageKind, widgetImageUrl } from '../../lib/widget-images';
import { FallbackImage } from '../fallback-image/fallback-image';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { apiUrl: string };

/** A type's banner or logo by the image rule of spec 001 §3, falling back once to the default (spec 000 §8). */
function WidgetImage({
  kind,
  path,
  typeName,
  apiUrl,
  ...image
}: ImageProps & { kind: WidgetImageKind; path: string; typeName: string }) {
  return (
    <FallbackImage
      {...image}
      src={widgetImageUrl({ path, kind, typeName, apiUrl })}
      fallbackSrc={fallbackImageUrl(kind)}
    />
  );
}

/** The widget type's logo (catalogue cards, dashboard cards); a saved widget's type carries only this image. */
export function WidgetLogo({
  widgetType,
  ...image
}: ImageProps & { widgetType: Pick<WidgetType, 'name' | 'iconImage'> }) {
  return <WidgetImage {...image} kind="logo" path={widgetType.iconImage} typeName={widgetType.name} />;
}

/** The widget type's banner (catalogue cards). */
export function WidgetBanner({
  widgetType,
  ...image
}: ImageProps & { widgetType: Pick<WidgetType, 'name' | 'bannerImage'> }) {
  return <WidgetImage {...image} kind="banner" path={widgetType.bannerImage} typeName={widgetType.name} />;
}

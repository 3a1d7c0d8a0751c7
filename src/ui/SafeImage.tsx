import { createContext, useContext, type ImgHTMLAttributes } from 'react';
import { isAllowedImageUrl, type ImagePolicy } from '../platform/url/imagePolicy';

/** The image policy resolved at boot (this origin plus runtime config allowedImageHosts). */
export const ImagePolicyContext = createContext<ImagePolicy>({
  origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  hosts: [],
});

export type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** A server-supplied URL: rendered only when it passes the image check. */
  src: unknown;
  alt: string;
};

/**
 * Every server-supplied image goes through here: an URL that fails the image check renders a neutral
 * placeholder of the same size instead, so the layout holds and nothing is requested.
 */
export function SafeImage({ src, alt, className, width, height, ...rest }: SafeImageProps) {
  const policy = useContext(ImagePolicyContext);
  if (isAllowedImageUrl(src, policy)) {
    return (
      <img src={src} alt={alt} className={className} width={width} height={height} {...rest} />
    );
  }
  const size = { width: width ?? undefined, height: height ?? undefined };
  return alt ? (
    <span
      role="img"
      aria-label={alt}
      className={`img-placeholder ${className ?? ''}`.trim()}
      style={size}
    />
  ) : (
    <span aria-hidden="true" className={`img-placeholder ${className ?? ''}`.trim()} style={size} />
  );
}

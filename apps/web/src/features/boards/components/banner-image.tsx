import type { BannerItem } from '@hanpan/core/api/site';
import { Link } from 'react-router';

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** An image event's picture, a link to the event when it has one. */
export function BannerImage({ banner }: { banner: BannerItem }) {
  const image = <img className="event-popup__image" src={banner.imageUrl} alt={banner.title} />;
  if (!banner.link) return image;
  if (isInternal(banner.link)) return <Link to={banner.link}>{image}</Link>;
  return (
    <a href={banner.link} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}

import { useParams } from 'react-router';
import { DrawView } from '@/features/draws/components/draw-view';
import '@/features/draws/draws.css';

/** /draw/{slug}/ (spec 2 `/draw/rgb65/`, and any draw staff define): the prize draw and look-up. */
export function DrawPageRoute() {
  const { slug = '' } = useParams();
  return (
    <div className="draw-page">
      <DrawView slug={slug} />
    </div>
  );
}

export { DrawPageRoute as Component };

import { useEffect, useRef } from 'react';

/**
 * The poster frame of a video at `seconds` (spec 3: "poster made by adding a snapshot-at-time
 * parameter to the video address"), in the media CDN's snapshot syntax (milliseconds).
 */
export function snapshotPoster(src: string, seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  return `${src}${src.includes('?') ? '&' : '?'}x-oss-process=video/snapshot,t_${ms},f_jpg,m_fast`;
}

export interface VideoProps {
  src: string;
  /** Accessible name of the video. */
  label: string;
  poster?: string;
  /** Seconds into the video for the poster frame when no poster is given. */
  snapshotTime?: number;
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  controls?: boolean;
  className?: string;
}

/**
 * The video component of spec 3. Autoplay starts only while the video is on screen (a slide that
 * is not shown does not play) and never with reduced motion; it is muted so browsers allow it.
 * Nothing downloads before the poster until it plays.
 */
export function Video(props: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const poster =
    props.poster ??
    (props.snapshotTime !== undefined ? snapshotPoster(props.src, props.snapshotTime) : undefined);
  const { autoplay } = props;

  useEffect(() => {
    const video = ref.current;
    if (!video || !autoplay || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [autoplay]);

  return (
    <video
      ref={ref}
      className={`video${props.className ? ` ${props.className}` : ''}`}
      src={props.src}
      poster={poster}
      muted={props.muted ?? autoplay}
      loop={props.loop}
      controls={props.controls}
      playsInline
      preload="none"
      aria-label={props.label}
    />
  );
}

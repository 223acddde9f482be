/** The empty box of a drawing's class that holds its place while its code loads. */
export function ArtBox({ className }: { className?: string }) {
  return <span className={`product-art${className ? ` ${className}` : ''}`} />;
}

/** The player's icons: decoration only (the buttons carry the names). */
const icon = (path: string, size = 20) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

export const PlayIcon = () => icon('M8 5v14l11-7z', 22);
export const PauseIcon = () => icon('M7 5h4v14H7zM13 5h4v14h-4z', 22);
export const RetryIcon = () => icon('M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z', 22);
export const PreviousIcon = () => icon('M6 6h2v12H6zm3.5 6 8.5 6V6z');
export const NextIcon = () => icon('M16 6h2v12h-2zM6 18l8.5-6L6 6z');
export const VolumeIcon = () => icon('M4 9v6h4l5 5V4L8 9zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z');
export const MutedIcon = () => icon('M4 9v6h4l5 5V4L8 9zm12.6 3 2.7-2.7-1.3-1.3-2.7 2.7-2.7-2.7-1.3 1.3 2.7 2.7-2.7 2.7 1.3 1.3 2.7-2.7 2.7 2.7 1.3-1.3z');
export const DownloadIcon = () => icon('M12 16l-5-5h3V4h4v7h3zm-7 2h14v2H5z');

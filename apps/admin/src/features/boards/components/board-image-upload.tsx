import { useId, useState } from 'react';
import { describeError } from '../../../lib/staff-client.ts';
import { useUploadBoardImage } from '../api/upload-board-image.ts';

/** A file picker that uploads an image (PNG, JPEG, GIF, WebP up to 2 MB) and hands back its URL. */
export function BoardImageUpload({
  onUploaded,
  label = '이미지 넣기 (PNG·JPEG·GIF·WebP, 2MB 이하)',
}: {
  onUploaded: (url: string) => void;
  label?: string;
}) {
  const id = useId();
  const upload = useUploadBoardImage();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={upload.isPending}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setError(null);
          try {
            onUploaded(await upload.mutateAsync(file));
          } catch (failure) {
            setError(describeError(failure));
          }
        }}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

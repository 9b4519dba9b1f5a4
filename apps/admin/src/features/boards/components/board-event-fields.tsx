import { useId } from 'react';
import { BoardImageUpload } from './board-image-upload.tsx';

/**
 * The event banner: an uploaded image (shown to members as an image-event popup when the post is a
 * popup, and in the event list) and the link it leads to; the image is previewed as members see it.
 */
export function BoardEventFields({
  imageUrl,
  link,
  onImageUrlChange,
  onLinkChange,
  invalidLink,
}: {
  imageUrl: string;
  link: string;
  onImageUrlChange: (url: string) => void;
  onLinkChange: (link: string) => void;
  invalidLink: boolean;
}) {
  const linkId = useId();
  return (
    <fieldset className="board-event" data-testid="board-event">
      <legend>이벤트 배너 (선택)</legend>
      <BoardImageUpload
        label="배너 이미지 올리기 (PNG·JPEG·GIF·WebP, 2MB 이하)"
        onUploaded={onImageUrlChange}
      />
      {imageUrl ? (
        <div className="board-event__banner">
          <img src={imageUrl} alt="이벤트 배너 미리보기" data-testid="board-event-banner" />
          <button type="button" className="btn" onClick={() => onImageUrlChange('')}>
            배너 빼기
          </button>
        </div>
      ) : (
        <p className="muted">배너가 있는 팝업은 회원에게 이미지 이벤트 팝업으로 보입니다.</p>
      )}
      <div className="field">
        <label htmlFor={linkId}>배너 링크 (/로 시작하는 사이트 주소 또는 https:// 주소)</label>
        <input
          id={linkId}
          name="link"
          className="input"
          maxLength={500}
          placeholder="/board/main?boardType=1"
          value={link}
          aria-invalid={invalidLink ? true : undefined}
          onChange={(event) => onLinkChange(event.target.value)}
        />
      </div>
    </fieldset>
  );
}

import { useEffect, useState } from 'react';

/** The otpauth URL as a QR code for authenticator apps (the qrcode library loads only here). */
export function QrCode({ text }: { text: string }) {
  const [source, setSource] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(text, { type: 'svg', margin: 1, width: 184, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (isCurrent) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (isCurrent) setHasFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (hasFailed) {
    return <p className="muted">QR 코드를 표시하지 못했습니다. 아래 주소나 비밀키를 직접 입력해 주세요.</p>;
  }
  if (!source) return <div className="qr qr--loading" role="status" aria-label="QR 코드를 만드는 중" />;
  return (
    <img
      className="qr"
      src={source}
      width={184}
      height={184}
      alt="인증 앱 등록용 QR 코드"
      data-testid="totp-qr"
    />
  );
}

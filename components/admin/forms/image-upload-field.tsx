"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "@/lib/constants";
import { MediaPicker } from "@/components/admin/media/media-picker";
import { MEDIA_UI } from "@/lib/api/media";

export const IMAGE_MSG = {
  invalidType: "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.",
  tooLarge: "Imaginea depășește dimensiunea maximă permisă de 8 MB.",
  // SPEC 5: the case-study form checks 8 MB but words its message with 5MB.
  tooLargeCaseStudy: "Imaginea depășește dimensiunea maximă permisă de 5MB.",
  uploadFailed: "Nu s-a putut încărca imaginea. Vă rugăm să încercați din nou.",
} as const;

type UploadReply = { filename?: string; url?: string };

/** The stored value of an image: the served URL, whichever of filename or url the API sent. */
export function imageUrlFromReply(reply: UploadReply | null | undefined): string | null {
  if (reply?.url) return reply.url;
  if (reply?.filename) return `/uploads/${reply.filename}`;
  return null;
}

/** Client-side checks before any upload: type and size (SPEC 5). */
export function checkImageFile(file: File, tooLargeMessage: string = IMAGE_MSG.tooLarge): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MSG.invalidType;
  if (file.size > IMAGE_MAX_BYTES) return tooLargeMessage;
  return null;
}

type Props = {
  id: string;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** e.g. "/blog/upload" */
  uploadPath: string;
  error?: string;
  required?: boolean;
  tooLargeMessage?: string;
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Featured image (SPEC 4): a local preview at once, replaced by the server's file after the
 * upload; on failure the error shows and the field keeps the image it had, so a save after a failed
 * replacement never removes the saved one (QUALITY D11); a remove button clears it.
 */
export function ImageUploadField({ id, label, value, onChange, uploadPath, error, required, tooLargeMessage, onBusyChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState("");
  const [picking, setPicking] = useState(false);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file, tooLargeMessage);
    if (problem) {
      setLocalError(problem);
      if (input.current) input.current.value = "";
      return;
    }
    setLocalError("");
    const local = URL.createObjectURL(file);
    setPreview(local);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const reply = await api.upload<UploadReply>(uploadPath, file, file.name);
      const url = imageUrlFromReply(reply);
      if (!url) throw new Error(IMAGE_MSG.uploadFailed);
      onChange(url);
    } catch (err) {
      setLocalError(errorMessage(err, IMAGE_MSG.uploadFailed));
    } finally {
      setPreview(null);
      setBusy(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = "";
    }
  };

  const shown = preview ?? value;
  const message = localError || error;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <span id={`${id}-label`} className="block text-sm font-medium text-ink">
        {label}
        {required ? <span className="ml-0.5 text-red-600" aria-hidden="true">*</span> : null}
      </span>
      <div className={`overflow-hidden rounded-xl border-2 border-dashed ${message ? "border-red-300" : "border-slate-300"} bg-slate-50`}>
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: preview or an uploaded file of any size
          <img src={shown} alt="Previzualizare imagine" className={`aspect-video w-full object-cover ${busy ? "opacity-60" : ""}`} />
        ) : (
          <div className="grid aspect-video place-items-center px-4 text-center text-sm text-muted">
            JPEG, PNG sau GIF, maximum 8 MB. Lățime recomandată: 1800px.
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={busy}>
          {busy ? "Se încarcă..." : shown ? "Schimbă imaginea" : "Încarcă imagine"}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)} disabled={busy}>
          {MEDIA_UI.pick}
        </Button>
        {shown && !busy ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Elimină imaginea
          </Button>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {message}
        </p>
      ) : null}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          setLocalError("");
          onChange(item.url);
        }}
      />
    </div>
  );
}

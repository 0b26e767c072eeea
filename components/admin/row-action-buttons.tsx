import { Icon } from "@/components/admin/icons";
import { Button, ButtonLink } from "@/components/ui/button";

/** `label` names the item for screen readers ("membrul Ana Pop"): every row has an "Editează". */
export function RowEditLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <ButtonLink href={href} variant="secondary" size="sm" className={className}>
      <Icon name="edit" className="h-4 w-4" />
      Editează<span className="sr-only"> {label}</span>
    </ButtonLink>
  );
}

/** Rendered only for the roles that may delete (SPEC 6: editors do not see the button at all). */
export function RowDeleteButton({ label, deleting, onClick, className = "" }: { label: string; deleting: boolean; onClick: () => void; className?: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={`text-red-700 hover:bg-red-50 hover:text-red-800 ${className}`}
      onClick={onClick}
      disabled={deleting}
      aria-busy={deleting || undefined}
    >
      <Icon name="trash" className="h-4 w-4" />
      {deleting ? "Se șterge..." : "Șterge"}
      <span className="sr-only"> {label}</span>
    </Button>
  );
}

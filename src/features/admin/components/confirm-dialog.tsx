import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "../../../components/ui/button.tsx";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  lang?: string;
}

/** The delete confirmation of posts and testimonials. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirm, cancel, onConfirm, lang }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-primary/60" />
        <Dialog.Content
          role="alertdialog"
          lang={lang}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-background p-6 shadow-lg"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">{description}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{cancel}</Button>
            </Dialog.Close>
            <Button
              className="bg-destructive text-white hover:bg-destructive/90"
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
            >
              {confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

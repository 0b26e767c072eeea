"use client";
import { yupToFormErrors, type FormikErrors } from "formik";
import { ValidationError } from "yup";
import { EditorForm, useEditorForm, type SaveFailure } from "@/components/admin/forms/editor-form";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { Card } from "@/components/ui/states";
import { Field, Select, TextInput } from "@/components/ui/field";
import { ApiClientError, errorMessage } from "@/lib/api/client";
import { USERS_MSG, type UserPayload, type UserRow } from "@/lib/api/users";
import { USER_MSG, userSchema } from "@/lib/validation/user";
import { PasswordInput } from "./password-input";

export type UserFormValues = { name: string; email: string; password: string; role: "editor" | "admin" };

const FIELDS = ["name", "email", "password", "role"] as const;

/** The shared schema, with the password rule of the mode (required on create, optional on edit). */
export async function validateUser(values: UserFormValues, isNew: boolean): Promise<FormikErrors<UserFormValues>> {
  try {
    await userSchema.validate(values, { abortEarly: false, context: { isNew } });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<UserFormValues>(error);
    throw error;
  }
}

/** On edit a blank password is not sent, so the server keeps the current one (SPEC 3, 5). */
export function toUserPayload(values: UserFormValues, isNew: boolean): UserPayload {
  const payload: UserPayload = { name: values.name.trim(), email: values.email.trim(), role: values.role };
  if (isNew || values.password !== "") payload.password = values.password;
  return payload;
}

type Props = {
  /** The user being edited; absent on create. */
  user?: UserRow;
  /** The signed-in admin edits their own account. */
  isSelf?: boolean;
  cancelHref: string;
  /** Saves; throws the API error, which the form shows on the right field or above the form. */
  onSubmit: (payload: UserPayload) => Promise<unknown>;
  /** After a save (with what onSubmit returned), the unsaved-changes guard already off. */
  onSaved?: (saved: unknown, created: boolean) => void;
};

/** A taken e-mail on its field; the API's field errors on theirs; otherwise a message above the form. */
const failed: SaveFailure<UserFormValues> = (error, helpers) => {
  if (error instanceof ApiClientError) {
    if (error.message.toLowerCase().includes("duplicate email")) {
      helpers.setFieldError("email", USER_MSG.duplicateEmail);
      return "";
    }
    const fieldErrors: FormikErrors<UserFormValues> = {};
    for (const field of FIELDS) if (error.errors?.[field]) fieldErrors[field] = error.errors[field] as never;
    if (Object.keys(fieldErrors).length > 0) {
      helpers.setErrors(fieldErrors);
      return "";
    }
  }
  return errorMessage(error, USERS_MSG.saveError);
};

export function UserForm({ user, isSelf = false, cancelHref, onSubmit, onSaved }: Props) {
  const isNew = !user;
  // No stale-save check: the users API keeps no versions (SPEC 7).
  const editor = useEditorForm({
    item: user,
    initialValues: { name: user?.name ?? "", email: user?.email ?? "", password: "", role: user?.role ?? "editor" },
    validate: (values: UserFormValues) => validateUser(values, isNew),
    save: (values: UserFormValues) => onSubmit(toUserPayload(values, isNew)),
    onSaved,
    failed,
  });
  const { form } = editor;
  useFocusFirstError(form, [...FIELDS], (path) => `user-${path}`);

  const errorOf = (field: (typeof FIELDS)[number]) => (form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined);
  const passwordHint = isNew
    ? "Cel puțin 6 caractere."
    : isSelf
      ? "Lăsați câmpul gol pentru a păstra parola actuală. Dacă o schimbați, veți fi deconectat și vă veți autentifica din nou cu parola nouă."
      : "Lăsați câmpul gol pentru a păstra parola actuală.";

  return (
    <EditorForm
      editor={editor}
      cancelHref={cancelHref}
      submitLabel={isNew ? "Creează utilizatorul" : "Salvează modificările"}
      label={isNew ? "Utilizator nou" : "Editare utilizator"}
    >
      <Card className="p-5 sm:p-8">
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="user-name" label="Nume" required error={errorOf("name")}>
            <TextInput
              id="user-name"
              autoComplete="off"
              invalid={Boolean(errorOf("name"))}
              {...form.getFieldProps("name")}
            />
          </Field>
          <Field id="user-email" label="Adresa de email" required error={errorOf("email")}>
            <TextInput
              id="user-email"
              type="email"
              inputMode="email"
              autoComplete="off"
              invalid={Boolean(errorOf("email"))}
              {...form.getFieldProps("email")}
            />
          </Field>
          <Field id="user-password" label="Parola" required={isNew} error={errorOf("password")} hint={passwordHint}>
            <PasswordInput
              id="user-password"
              autoComplete="new-password"
              invalid={Boolean(errorOf("password"))}
              hasHint
              {...form.getFieldProps("password")}
            />
          </Field>
          <Field id="user-role" label="Rol" required error={errorOf("role")}>
            <Select id="user-role" invalid={Boolean(errorOf("role"))} {...form.getFieldProps("role")}>
              <option value="editor">Editor</option>
              <option value="admin">Administrator</option>
            </Select>
          </Field>
        </div>
      </Card>
    </EditorForm>
  );
}

import TermUI

/// The log-in dialog: the server's name, why it opened, e-mail and a masked password.
public enum LoginScreen {
    public static func render(_ login: LoginState, server: String, in area: Rect, into buffer: inout Buffer) {
        var form = FormState(
            purpose: .logIn, title: "Log in · \(server)",
            fields: [
                FormState.Field("E-mail", placeholder: "you@example.com"),
                FormState.Field("Password"),
            ])
        form.fields[0].value = login.email
        form.fields[1].value = login.password.masked()
        form.focused = login.focused
        form.error = login.error
        form.saving = login.submitting
        form.intro = "Your session ended. Log in to carry on: what you typed is kept."
        form.keys = login.submitting ? "Logging in…" : "enter logs in · tab next field · esc gives up"
        FormScreen.render(form, in: area, into: &buffer)
    }
}

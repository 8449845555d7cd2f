# Practice Shop: the login view, its errors and the notices it shows after a guard or a logout.
from selenium.webdriver.support import expected_conditions as EC

from ..shop_data import PASSWORD
from .component import hook
from .view import View


class LoginPage(View):
    PATH = "/shop"
    READY = ("login-button",)

    def log_in(self, username, password=PASSWORD):
        """Types the credentials and clicks Log in; what follows is the test's to check."""
        self.fill(username, password)
        self.submit()

    def fill(self, username, password=PASSWORD):
        self._type("username", username)
        self._type("password", password)

    def submit(self):
        self._click("login-button")

    def error(self):
        return self._text("error")

    def has_error(self):
        return self._is_shown("error")

    def dismiss_error(self):
        self._click("error-dismiss")
        self.wait.until(EC.invisibility_of_element_located(hook("error")), "the error stayed")

    def accepted_usernames(self):
        return self._text("accepted-usernames").splitlines()[1:]

    def password_hint(self):
        return self._text("password-hint")

    def logout_message(self):
        return self._text("logout-message")

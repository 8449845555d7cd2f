# Practice Shop: a view of the shop: where it lives, when it has opened, and its shop bar.
import re
from urllib.parse import urlsplit

from selenium.webdriver.common.by import By

from .component import Component
from .shop_bar import ShopBar


class View(Component):
    """One view of the shop: PATH (a pattern) is where it lives, READY the hooks of its content,
    any one of which shows that the view has opened and has what it asked the server for."""

    PATH = "/shop"
    READY = ()

    def open(self, path=None):
        self.driver.get(f"{self.base_url}{path or self.PATH}")
        return self.wait_until_open()

    def wait_until_open(self):
        """Waits for the view's address and content; returns the page object so calls can chain."""
        self.wait_for_address()
        ready = ", ".join(f'[data-test="{name}"]' for name in self.READY)
        self._wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, ready),
                       f"{type(self).__name__} did not show {ready}")
        return self

    def wait_for_address(self):
        """Waits until the browser is at the view's address (its content may still be coming)."""
        self._wait_for(lambda: re.fullmatch(self.PATH, self.current_path()),
                       f"{type(self).__name__} did not open {self.PATH}")
        return self

    def answer_seconds(self, api_path):
        """How long the server took to answer this page's last request to `api_path`, as the
        browser timed it (Resource Timing: from sending the request to the answer's last byte)."""
        milliseconds = self.driver.execute_script(
            "const answers = performance.getEntriesByType('resource')"
            "  .filter((entry) => new URL(entry.name).pathname === arguments[0]);"
            "return answers.length ? answers[answers.length - 1].duration : null;", api_path)
        assert milliseconds is not None, f"the page made no request to {api_path}"
        return milliseconds / 1000

    def current_path(self):
        return urlsplit(self.driver.current_url).path

    def current_query(self):
        return urlsplit(self.driver.current_url).query

    @property
    def bar(self):
        """The shop bar, on every view but the login."""
        return ShopBar(self.driver, self.base_url)

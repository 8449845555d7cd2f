# Practice Shop: the shop bar that every view shows while logged in (cart, user, reset, log out).
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from .component import Component, hook


class ShopBar(Component):
    """Part of every view but the login, so a component that the views hold as `bar`."""

    def cart_count(self):
        """The badge's number; 0 when the cart is empty (then there is no badge)."""
        badges = self._find_all("shopping-cart-badge")
        return int(badges[0].text) if badges else 0

    def wait_for_cart_count(self, count):
        """The bar asks for the cart apart from the view, so a view that has just opened may not
        show its count yet: wait for the count it should come to show."""
        self._wait_for(lambda: self.cart_count() == count, f"the cart badge never showed {count}")

    def cart_link_name(self):
        # The link's accessible name, as a screen reader announces it.
        return self._find("shopping-cart-link").accessible_name

    def cart_link_is_a_link(self):
        """Whether the cart link is what a browser and a screen reader treat as one: a[href]."""
        link = self._find("shopping-cart-link")
        return link.tag_name == "a" and bool(link.get_attribute("href"))

    def tab_to_cart_link(self, most_presses=40):
        """Presses Tab from the top of the page until the cart link has the focus; returns
        whether it got there (False when the keyboard cannot reach it)."""
        self.driver.execute_script("document.activeElement.blur()")
        for _ in range(most_presses):
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            focused = self.driver.switch_to.active_element
            if focused.get_attribute("data-test") == "shopping-cart-link":
                return True
        return False

    def badge_offset_from_cart_link(self):
        """How far right of the cart link's centre the badge's centre sits, in CSS pixels."""
        link = self._find("shopping-cart-link").rect
        badge = self._find("shopping-cart-badge").rect
        return (badge["x"] + badge["width"] / 2) - (link["x"] + link["width"] / 2)

    def signed_in_as(self):
        return self._text("signed-in-as")

    def reset_shop(self):
        self._click("reset-shop")
        return self._text("reset-message")

    def log_out(self):
        self._click("logout")
        self.wait.until(EC.invisibility_of_element_located(hook("logout")), "still logged in")

# Practice Shop: checkout, your information: the four fields, shipping and a discount code.
from selenium.webdriver.common.by import By

from .view import View

FIELDS = ("first-name", "last-name", "email", "postal-code")


class CheckoutPage(View):
    PATH = "/shop/checkout"
    READY = ("first-name",)

    def fill(self, first_name, last_name, email, postal_code):
        for field, text in zip(FIELDS, (first_name, last_name, email, postal_code)):
            self._type(field, text)

    def values(self):
        """What each field holds now, by its hook."""
        return {field: self._find(field).get_attribute("value") for field in FIELDS}

    def continue_(self):
        self._click("continue")

    def errors(self):
        """{field hook: its message} for each field marked `aria-invalid`, the message read as a
        screen reader does: from the elements its `aria-describedby` names."""
        errors = {}
        for field in FIELDS:
            element = self._find(field)
            if element.get_attribute("aria-invalid") == "true":
                ids = (element.get_attribute("aria-describedby") or "").split()
                errors[field] = " ".join(self.driver.find_element(By.ID, id_).text for id_ in ids)
        return errors

    def error_messages(self):
        """{field hook: the text of its message [{field}-error]} for the messages shown."""
        return {field: self._text(f"{field}-error") for field in FIELDS
                if self._is_shown(f"{field}-error")}

    def focused_field(self):
        return self.driver.switch_to.active_element.get_attribute("data-test")

    def labels(self):
        """{field hook: the text of the <label for> that names it, or None without one}."""
        return {field: self._label_of(self._find(field)) for field in FIELDS}

    def shipping_labels(self):
        """{method: the radio's accessible name}, e.g. "Standard (3-5 days): $4.99"."""
        return {method: self._find_present(f"shipping-{method}").accessible_name
                for method in ("standard", "express")}

    def apply_discount(self, code):
        """Types a code and applies it; returns the page's answer (its status or its alert)."""
        self._type("discount-code", code)
        return self._answer_to(lambda: self._click("apply-discount"), "discount-message")

    def remove_discount(self):
        self._click("remove-discount")
        self._wait_for(lambda: not self._is_shown("discount-message"), "the code stayed")

    def has_remove_discount(self):
        return self._is_shown("remove-discount")

    def _label_of(self, field):
        field_id = field.get_attribute("id")
        labels = self.driver.find_elements(By.CSS_SELECTOR, f'label[for="{field_id}"]')
        return labels[0].text if field_id and labels else None

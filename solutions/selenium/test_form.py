# Form: a page object for a big form; fill every kind of input, submit, read the echoed values.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


class ExampleForm:
    """The example form: one method per kind of input, so the test reads as what a user does."""

    SUBMIT = (By.XPATH, "//button[.='Submit']")
    RESULT_LINES = (By.CSS_SELECTOR, "section[aria-labelledby='result-heading'] li")

    def __init__(self, driver):
        self.driver = driver
        self.wait = WebDriverWait(driver, 5)
        self.wait.until(EC.element_to_be_clickable(self.SUBMIT))

    def field(self, label):
        # The control whose id the <label> with exactly this text points to.
        return self.driver.find_element(By.XPATH, f"//*[@id=//label[.='{label}']/@for]")

    def fill(self, label, value):
        self.field(label).send_keys(value)

    def fill_extra(self, position, value):
        # The extra inputs have no label: only their placeholder and position tell them apart.
        extras = self.driver.find_elements(By.CSS_SELECTOR, "input[placeholder='Extra text']")
        extras[position].send_keys(value)

    def select_country(self, country):
        Select(self.field("Country")).select_by_visible_text(country)

    def scroll_to(self, element):
        # The site scrolls smoothly (Bootstrap): Selenium's own scrolling would click while the
        # page is still moving, so bring the element into view at once first.
        self.driver.execute_script(
            "arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element
        )
        return element

    def click(self, label):
        # Checkboxes and radios: clicking the label is what a user does.
        self.scroll_to(self.driver.find_element(By.XPATH, f"//label[.='{label}']")).click()

    def submit(self):
        self.scroll_to(self.driver.find_element(*self.SUBMIT)).click()
        self.wait.until(EC.invisibility_of_element_located(self.SUBMIT))
        return [line.text for line in self.driver.find_elements(*self.RESULT_LINES)]


def test_fills_every_kind_of_input_and_reads_the_submitted_values(driver, base_url):
    driver.get(f"{base_url}/form")
    form = ExampleForm(driver)
    assert form.field("Read-only").get_attribute("readonly") is not None

    form.fill("Email address", "tester@example.com")
    form.fill("Password", "s3cret")
    form.fill("Description", "first line\nsecond line")
    form.fill_extra(1, "the second extra input")
    # The phone input formats as it goes.
    form.fill("Phone", "12015550123")
    assert form.field("Phone").get_attribute("value") == "+1 (201) 555-0123"
    form.fill("Your preferred color", "Green")
    form.select_country("Brazil")
    form.click("Drop the phone")
    form.click("THREE")

    assert form.submit() == [
        "email: tester@example.com",
        "password: s3cret",
        "ro: This value must be the same",
        "desc: first line\nsecond line",
        "color: Green",
        "country: Brazil",
        "optionsRadios: THREE",
        "phone: 12015550123",
        "drop_the_phone: checked",
    ]

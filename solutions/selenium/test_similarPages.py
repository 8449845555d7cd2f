# Similar pages: one test, two near-identical versions; locate by label and text, not by test ids.
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role='status']")


# The same steps must pass on both versions: only label and text locators survive the differences.
@pytest.mark.parametrize("path", ["/similarPages", "/similarPages/secondVersion"])
def test_searching_by_author_shows_the_book(driver, base_url, path):
    driver.get(f"{base_url}{path}")
    wait = WebDriverWait(driver, 5)
    # The field is found through its <label>.
    field = wait.until(
        EC.visibility_of_element_located(
            (By.XPATH, "//input[@id=//label[normalize-space()=\"Author's name\"]/@for]")
        )
    )
    field.send_keys("Jane Austen")
    driver.find_element(By.XPATH, "//button[normalize-space()='Search']").click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "A book by Jane Austen was found!"))


def test_second_version_shows_tooltip_on_hover(driver, base_url):
    driver.get(f"{base_url}/similarPages")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.element_to_be_clickable((By.LINK_TEXT, "Second version"))).click()
    wait.until(EC.url_matches(r"/similarPages/secondVersion$"))
    instruction = wait.until(
        EC.visibility_of_element_located(
            (By.XPATH, "//span[normalize-space()='Search for a book by the name of its author.']")
        )
    )
    ActionChains(driver).move_to_element(instruction).perform()
    tooltip = wait.until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[role='tooltip']")))
    assert tooltip.text == "Enter the name into the field!"
